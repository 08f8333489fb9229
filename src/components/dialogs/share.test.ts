import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, currentDialog } from './dialog-store.ts';
import { shareLink, shareTargetHref } from './share.ts';

const page = { url: 'https://portal.test/music/albums/x/1?a=b', title: 'Oud & Echo' };

describe('share (commerce §2 share dialog, configured shared links)', () => {
  afterEach(() => {
    closeDialog();
    vi.unstubAllGlobals();
  });

  it("a target's {url} and {title} become the page's, URL-encoded", () => {
    expect(shareTargetHref('mailto:?subject={title}&body={url}', page)).toBe(
      'mailto:?subject=Oud%20%26%20Echo&body=https%3A%2F%2Fportal.test%2Fmusic%2Falbums%2Fx%2F1%3Fa%3Db',
    );
    expect(shareTargetHref('https://x.com/intent/post?url={url}', { url: 'https://p.test/a b' })).toBe(
      'https://x.com/intent/post?url=https%3A%2F%2Fp.test%2Fa%20b',
    );
  });

  it('a configured target that is not a web, mail or SMS address is dropped', () => {
    expect(shareTargetHref('javascript:alert({url})', page)).toBeUndefined();
    expect(shareTargetHref('data:text/html,{url}', page)).toBeUndefined();
  });

  it('without the Web Share API the share dialog opens with the page', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    await shareLink(page);
    expect(currentDialog()).toEqual({ kind: 'share', props: page });
  });

  it('with the Web Share API the system sheet shares; closing it opens nothing', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    vi.stubGlobal('navigator', { ...navigator, share });
    await shareLink(page);
    expect(share).toHaveBeenCalledWith({ url: page.url, title: page.title });
    expect(currentDialog()).toBeNull();
  });
});
