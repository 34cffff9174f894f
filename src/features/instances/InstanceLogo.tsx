// The logo is shared with sign-up and Home; it lives with the shared components.
export { InstanceLogo, logoUrl } from '../../components/InstanceLogo';
