// What Mantine asks of a browser that happy-dom leaves out; only in the files that run in a DOM
// (the web's component tests say `@vitest-environment happy-dom` on their first line).
import { staticMediaQuery } from './media-query.ts';

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) => staticMediaQuery(query, false);
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
}
