import { expect, it, vi } from 'vitest';
import { writeCookie } from '#lib/cookies.ts';
import { reset, startState } from './fresh-document.ts';

it('the next test file starts on an empty document at the start URL, without the storage, cookies or listeners of earlier files', () => {
  const start = startState();
  if (!start) throw new Error('the portal setup recorded no start state');
  const heard = vi.fn();
  window.addEventListener('online', heard);
  document.addEventListener('visibilitychange', heard);
  document.documentElement.setAttribute('dir', 'rtl');
  document.head.append(document.createElement('title'));
  document.body.innerHTML = '<p>left over</p>';
  history.pushState(null, '', '/ar/elsewhere');
  localStorage.setItem('left', 'over');
  sessionStorage.setItem('left', 'over');
  writeCookie('left', 'over');

  reset(start);

  expect(document.documentElement.outerHTML).toBe('<html><head></head><body></body></html>');
  expect(location.href).toBe(start.url);
  expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
  expect(document.cookie).toBe('');
  window.dispatchEvent(new Event('online'));
  document.dispatchEvent(new Event('visibilitychange'));
  expect(heard).not.toHaveBeenCalled();
});
