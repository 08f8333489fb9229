import { Menu } from '@mantine/core';
// Only the player uses Mantine's menu: its styles come with this chunk, not with the shell's.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import type { ReactNode } from 'react';
import type { MenuOption } from '../track-menus.ts';
import classes from './video-stage.module.css';

interface Props<K extends string | number> {
  /** The button's accessible name, e.g. "Subtitles". */
  label: string;
  icon: ReactNode;
  /** data-video-menu, for styling hooks and journeys. */
  name: string;
  options: MenuOption<K>[];
  /** The text of options the UI names itself (Auto, Off). */
  nameOf(option: MenuOption<K>): string;
  onSelect(key: K): void;
}

/** One of the player's menus (quality, audio, subtitles, speed): the choices, the active one checked. */
export function TrackMenu<K extends string | number>({
  label,
  icon,
  name,
  options,
  nameOf,
  onSelect,
}: Props<K>) {
  const active = options.find((option) => option.active);
  return (
    <Menu position="top-end" withinPortal={false} shadow="md">
      <Menu.Target>
        <button
          type="button"
          className={classes.icon}
          aria-label={active ? `${label}: ${nameOf(active)}` : label}
          title={label}
          data-video-menu={name}
        >
          {icon}
        </button>
      </Menu.Target>
      <Menu.Dropdown data-video-menu-list={name} className={classes.menu}>
        <Menu.Label>{label}</Menu.Label>
        {options.map((option) => (
          <Menu.Item
            key={String(option.key)}
            role="menuitemradio"
            aria-checked={option.active}
            data-option={String(option.key)}
            leftSection={<span className={classes.check}>{option.active ? '✓' : ''}</span>}
            onClick={() => onSelect(option.key)}
          >
            {nameOf(option)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
