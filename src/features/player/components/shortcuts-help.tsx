import { useLingui } from '@lingui/react/macro';
import { DialogFrame } from '#components/dialogs/dialog-frame.tsx';
import { useFormats } from '#platform/locale/use-formats.ts';
import { FOCUS_PLAYER_KEYS } from '../player-shortcuts.ts';
import classes from './shortcuts-help.module.css';

/** The player's keyboard shortcuts (player-shortcuts.ts), listed where the user can find them. */
export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  // The timeline runs with the reading direction: in rtl the left arrow goes forward.
  const arrows = useFormats().dir === 'rtl' ? ['→', '←'] : ['←', '→'];
  const rows: [string[], string][] = [
    [[t`Space`], t`Play or pause (when focus is not on a button or a field)`],
    [['N'], t`Next`],
    [['P'], t`Previous`],
    [['M'], t`Mute or unmute`],
    [arrows, t`Seek back or forward 5 seconds (full player)`],
    [[FOCUS_PLAYER_KEYS], t`Move focus to the player's play/pause button (when not typing in a field)`],
    [['?'], t`Show these shortcuts`],
  ];
  return (
    <DialogFrame title={t`Keyboard shortcuts`} onClose={onClose}>
      <dl className={classes.list} data-shortcuts="">
        {rows.map(([keys, what]) => (
          <div key={what} className={classes.row}>
            <dt className={classes.keys}>
              {keys.map((key) => (
                // A combination (Alt+P) reads left to right in Arabic too, as printed on the keys.
                <kbd key={key} className={classes.key} dir="ltr">
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className={classes.what}>{what}</dd>
          </div>
        ))}
      </dl>
    </DialogFrame>
  );
}
