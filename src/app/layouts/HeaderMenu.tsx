import {
  Menu,
  MenuButton,
  MenuDivider,
  MenuItem,
  MenuItemSwitch,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  type MenuProps,
} from '@fluentui/react-components';
import { MoreVertical20Regular } from '@fluentui/react-icons/svg/more-vertical';
import { useNavigate } from 'react-router-dom';
import { selectSignedIn, useAuthStore } from '../../auth';
import { LOGOUT_HREF } from '../../routes/hrefs';
import { useThemeStore } from '../../theme';

const useStyles = makeStyles({
  // The button sits on the navy bar: its icon takes the bar's text colour, also when hovered or pressed.
  onBar: {
    color: 'inherit',
    minWidth: 'auto',
    ':hover': { color: 'inherit' },
    ':hover:active': { color: 'inherit' },
  },
});

const THEME_ITEM = 'theme';
const DARK = 'builder-dark';

/**
 * The header's menu: the dark theme and, when signed in, sign-out. Kept out of the bar so that a 320 px task pane
 * spends one row on the header, not three, and its first screen shows content.
 */
export function HeaderMenu() {
  const styles = useStyles();
  const navigate = useNavigate();
  const signedIn = useAuthStore(selectSignedIn);
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);

  const checkedValues = { [THEME_ITEM]: theme === DARK ? [DARK] : [] };
  const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (_, data) => {
    if (data.name === THEME_ITEM) setTheme(data.checkedItems.includes(DARK) ? DARK : 'builder-light');
  };

  return (
    <Menu checkedValues={checkedValues} onCheckedValueChange={onCheckedValueChange}>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          appearance="transparent"
          className={styles.onBar}
          icon={<MoreVertical20Regular />}
          menuIcon={null}
          aria-label={signedIn ? 'Theme and sign-out' : 'Theme'}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItemSwitch name={THEME_ITEM} value={DARK}>
            Dark theme
          </MenuItemSwitch>
          {signedIn ? (
            <>
              <MenuDivider />
              <MenuItem onClick={() => void navigate(LOGOUT_HREF)}>Sign out</MenuItem>
            </>
          ) : null}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
