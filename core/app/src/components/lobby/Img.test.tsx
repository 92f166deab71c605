import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installConfig } from '../../config/config.ts';
import { applyInfo, reset as resetRuntime } from '../../state/runtime.ts';
import { testConfig } from '../../test/config.ts';
import { DEFAULT_IMAGE, Img, NEAR_MARGIN, densitySrcSet } from './Img.tsx';

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  /** Reports `el` as near the screen. */
  near(el: Element) {
    this.callback(
      [{ target: el, isIntersecting: true } as unknown as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const img = (c: HTMLElement) => c.querySelector('img')!;

describe('Img', () => {
  it('fetches nothing for a lazy image until it comes near the screen, keeping its size', () => {
    const { container } = render(<Img src="/tile.svg" width={96} height={96} />);
    const el = img(container);
    expect(el.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(el.getAttribute('src')!)).toContain('width="96" height="96"');
    expect(el.getAttribute('width')).toBe('96');
    expect(el.getAttribute('height')).toBe('96');
    expect(el.getAttribute('loading')).toBe('lazy');
    const observer = FakeObserver.last!;
    expect(observer.options?.rootMargin).toBe(NEAR_MARGIN);
    expect(observer.targets.has(el)).toBe(true);
    act(() => observer.near(el));
    expect(el.getAttribute('src')).toBe('/tile.svg');
    expect(observer.targets.has(el)).toBe(false);
  });

  it('loads an eager image at once, and a native-lazy one through the browser', () => {
    const { container } = render(
      <>
        <Img src="/first.svg" width={640} height={280} lazy={false} />
        <Img src="/second.svg" width={640} height={280} lazy="native" />
      </>,
    );
    const [first, second] = [...container.querySelectorAll('img')];
    expect(first!.getAttribute('src')).toBe('/first.svg');
    expect(first!.getAttribute('loading')).toBeNull();
    expect(second!.getAttribute('src')).toBe('/second.svg');
    expect(second!.getAttribute('loading')).toBe('lazy');
  });

  it('shows the default image when the image fails, but not for its placeholder', () => {
    const { container } = render(<Img src="/broken.svg" width={96} height={96} />);
    const el = img(container);
    fireEvent.error(el);
    expect(el.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(el.getAttribute('src')).not.toBe(DEFAULT_IMAGE);
    act(() => FakeObserver.last!.near(el));
    fireEvent.error(el);
    expect(el.getAttribute('src')).toBe(DEFAULT_IMAGE);
  });

  it('asks for the 1x, 2x and 3x sizes of an image whose URL says its width, once it is near', () => {
    const { container } = render(
      <Img src="/wps/static/icons/ph-JILI-0001.webp?w=112" width={96} height={96} displayWidth={100} />,
    );
    const el = img(container);
    expect(el.getAttribute('srcset')).toBeNull();
    act(() => FakeObserver.last!.near(el));
    expect(el.getAttribute('src')).toBe('/wps/static/icons/ph-JILI-0001.webp?w=100');
    expect(el.getAttribute('srcset')).toBe(
      '/wps/static/icons/ph-JILI-0001.webp?w=100 1x, /wps/static/icons/ph-JILI-0001.webp?w=200 2x, /wps/static/icons/ph-JILI-0001.webp?w=300 3x',
    );
    fireEvent.error(el);
    expect(el.getAttribute('src')).toBe(DEFAULT_IMAGE);
    expect(el.getAttribute('srcset')).toBeNull();
  });
});

describe('densitySrcSet', () => {
  it('scales the w parameter and keeps the others; other URLs have no srcset', () => {
    expect(densitySrcSet('https://cdn.example/a.webp?v=2&w=360')).toEqual({
      src: 'https://cdn.example/a.webp?v=2&w=360',
      srcSet:
        'https://cdn.example/a.webp?v=2&w=360 1x, https://cdn.example/a.webp?v=2&w=720 2x, https://cdn.example/a.webp?v=2&w=1080 3x',
    });
    expect(densitySrcSet('/tile.svg')).toBeUndefined();
    expect(densitySrcSet('/tile.png?w=abc')).toBeUndefined();
    expect(densitySrcSet('/tile.png?size=2')).toBeUndefined();
  });
});

describe('Img on an image CDN', () => {
  afterEach(() => {
    installConfig(testConfig());
    resetRuntime();
  });

  it('loads a platform image from a CDN of the list, then from the default on error, then the default image', () => {
    installConfig({ ...testConfig(), imageCdns: ['https://img1.example'] });
    applyInfo({ imageCdns: ['https://img1.example'] }, false);
    const src = '/wps/static/icons/a.webp';
    const { container } = render(<Img src={src} width={96} height={96} lazy={false} />);
    const el = img(container);
    expect(el.getAttribute('src')).toBe(`https://img1.example${src}`);
    fireEvent.error(el);
    expect(el.getAttribute('src')).toBe(src);
    fireEvent.error(el);
    expect(el.getAttribute('src')).toBe(DEFAULT_IMAGE);
  });
});
