import { beforeEach, describe, expect, it } from 'vitest';
import { dropDraft, pendingDraft, readDraft, restoreDraft, saveDraft } from './idleDrafts.ts';

const form = () => {
  document.body.innerHTML = `<main id="main"><form>
    <select id="cat"><option value="a">A</option><option value="b">B</option></select>
    <textarea id=":r3:-text"></textarea>
    <input name="amount" />
    <input type="password" name="password" />
    <input name="paymentPassword" type="text" />
    <input name="captcha" />
    <input autocomplete="one-time-code" id="sms" />
    <div data-secret><input name="note" /></div>
  </form></main>`;
  return document.getElementById('main')!;
};

describe('idle drafts', () => {
  beforeEach(() => {
    sessionStorage.clear();
    dropDraft();
  });

  it('keeps the non-secret fields only, and puts them back as typing would', () => {
    const main = form();
    const set = (sel: string, v: string) => ((main.querySelector(sel) as HTMLInputElement).value = v);
    set('#cat', 'b');
    set('textarea', 'The cashier page froze');
    set('[name=amount]', '500');
    set('[name=password]', 'Sandbox123');
    set('[name=paymentPassword]', '246810');
    set('[name=captcha]', '1234');
    set('#sms', '998877');
    set('[name=note]', 'secret note');
    const draft = readDraft('/m/feedback', main);
    expect(JSON.stringify(draft)).not.toMatch(/Sandbox123|246810|1234|998877|secret note/);
    saveDraft(draft);
    expect(sessionStorage.getItem('MC_IDLE_DRAFT')).not.toMatch(/Sandbox123/);

    // The same screen after logging in again: fresh fields (new ids), the draft goes back in.
    const again = form();
    (again.querySelector('textarea') as HTMLTextAreaElement).id = ':r9:-text';
    const seen: string[] = [];
    again.addEventListener('input', (e) => seen.push((e.target as HTMLElement).tagName));
    const kept = pendingDraft('/m/feedback')!;
    expect(pendingDraft('/m/withdraw')).toBeNull();
    expect(restoreDraft(kept, again)).toBe(true);
    expect((again.querySelector('#cat') as HTMLSelectElement).value).toBe('b');
    expect((again.querySelector('textarea') as HTMLTextAreaElement).value).toBe('The cashier page froze');
    expect((again.querySelector('[name=amount]') as HTMLInputElement).value).toBe('500');
    expect((again.querySelector('[name=password]') as HTMLInputElement).value).toBe('');
    expect(seen).toEqual(['SELECT', 'TEXTAREA', 'INPUT']);
  });

  it('keeps nothing when nothing was typed', () => {
    const main = form();
    (main.querySelector('#cat') as HTMLSelectElement).value = '';
    expect(readDraft('/m/feedback', main)).toBeNull();
  });
});
