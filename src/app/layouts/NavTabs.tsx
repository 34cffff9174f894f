import { makeStyles, tokens } from '@fluentui/react-components';
import { NavLink } from 'react-router-dom';
import type { ApiPathName } from '@wharf/contract/paths.ts';
import { useMayCheck } from '../../auth';

export interface NavItem {
  to: string;
  text: string;
  /** The call the screen is for: shown only to those whose role in the current instance may make it. */
  call?: ApiPathName;
}

const useStyles = makeStyles({
  list: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    flexWrap: 'wrap',
    '@media (max-width: 400px)': { gap: 0 },
  },
  link: {
    display: 'inline-block',
    padding: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: 'inherit',
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: 'rgba(255, 255, 255, 0.14)' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${tokens.colorBrandBackground}`, fontWeight: 600 },
    // A task pane opens at 320 px: the six sections fit one row there, so the first screen shows content.
    '@media (max-width: 400px)': {
      padding: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalXS}`,
      fontSize: tokens.fontSizeBase200,
    },
  },
});

/** A row of section links; the current one is marked with aria-current. */
export function NavTabs({ label, items }: { label: string; items: readonly NavItem[] }) {
  const styles = useStyles();
  const may = useMayCheck();
  const shown = items.filter((item) => item.call === undefined || may(item.call));
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {shown.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={styles.link}>
              {item.text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
