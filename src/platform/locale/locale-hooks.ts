import type { LocaleCode } from '#contract/locales.ts';

/** May return another locale to switch to instead of the target (shell §4 before-switch hook). */
export type BeforeLocaleSwitch = (target: LocaleCode, current: string | undefined) => LocaleCode | undefined;
export type AfterLocaleSwitch = (code: LocaleCode, previous: string | undefined) => void;

const before = new Set<BeforeLocaleSwitch>();
const after = new Set<AfterLocaleSwitch>();

export function onBeforeLocaleSwitch(hook: BeforeLocaleSwitch): () => void {
  before.add(hook);
  return () => before.delete(hook);
}

export function onAfterLocaleSwitch(hook: AfterLocaleSwitch): () => void {
  after.add(hook);
  return () => after.delete(hook);
}

/** Each hook sees the target the previous one chose. */
export function runBeforeLocaleSwitch(target: LocaleCode, current: string | undefined): LocaleCode {
  let chosen = target;
  for (const hook of before) chosen = hook(chosen, current) ?? chosen;
  return chosen;
}

export function runAfterLocaleSwitch(code: LocaleCode, previous: string | undefined): void {
  for (const hook of after) hook(code, previous);
}
