/** Checks of a translated message against the English one it replaces: same arguments, same rich-text tags. */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export interface MessageShape {
  /** Argument names ({age}, {count, plural, ...}, ...). */
  args: Set<string>;
  /** Rich-text tag names (<b>...</b>, <link>...</link>). */
  tags: Set<string>;
}

/** The argument and tag names a message uses, at any depth (inside plural and select branches and tags). */
export function messageShape(message: string): MessageShape {
  const shape: MessageShape = { args: new Set(), tags: new Set() };
  walk(parse(message), shape);
  return shape;
}

function walk(elements: MessageFormatElement[], shape: MessageShape): void {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        shape.args.add(el.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        shape.args.add(el.value);
        for (const option of Object.values(el.options)) walk(option.value, shape);
        break;
      case TYPE.tag:
        shape.tags.add(el.value);
        walk(el.children, shape);
        break;
      default:
        break;
    }
  }
}

/**
 * What a translation gets wrong about its English message's arguments and tags, worded for the translator,
 * or undefined when both use the same names. A translation may leave a plural out ({count} for `{count, plural,
 * ...}`), so only names are compared, not their formats.
 */
export function shapeMismatch(english: string, translation: string): string | undefined {
  const en = messageShape(english);
  const tr = messageShape(translation);
  const parts: string[] = [];
  const list = (names: string[], open: string, close: string) =>
    names.map((n) => `${open}${n}${close}`).join(', ');
  const missingArgs = [...en.args].filter((a) => !tr.args.has(a));
  const extraArgs = [...tr.args].filter((a) => !en.args.has(a));
  const missingTags = [...en.tags].filter((t) => !tr.tags.has(t));
  const extraTags = [...tr.tags].filter((t) => !en.tags.has(t));
  if (extraArgs.length) parts.push(`uses ${list(extraArgs, '{', '}')}, which the English message does not`);
  if (missingArgs.length) parts.push(`leaves out ${list(missingArgs, '{', '}')}`);
  if (extraTags.length)
    parts.push(`has tag ${list(extraTags, '<', '>')}, which the English message does not`);
  if (missingTags.length) parts.push(`drops tag ${list(missingTags, '<', '>')}`);
  return parts.length ? parts.join('; ') : undefined;
}
