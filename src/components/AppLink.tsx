import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link, type LinkProps } from 'react-router-dom';

const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': {
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
});

/** An in-app link: client-side navigation with Fluent's link colours. */
export function AppLink({ className, ...props }: LinkProps) {
  const styles = useStyles();
  return <Link className={mergeClasses(styles.link, className)} {...props} />;
}
