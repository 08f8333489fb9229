import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  // React reads this flag to know act() is available.
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** Renders into a fresh container inside act(), so effects and suspense settle before assertions. */
export async function render(ui: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(ui));
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
