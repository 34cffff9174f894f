/** The sign-up screens' own query: /signup?another=1 lets someone who has instances create one more. */
import { SIGN_UP_HREF } from '../../routes/hrefs';

export const ANOTHER_INSTANCE_PARAM = 'another';

export const ANOTHER_INSTANCE_HREF = `${SIGN_UP_HREF}?${new URLSearchParams({ [ANOTHER_INSTANCE_PARAM]: '1' }).toString()}`;
