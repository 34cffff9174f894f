import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InstanceLogo } from './InstanceLogo';

describe('an instance logo', () => {
  it('asks for a missing logo once: mounted again, it shows the default icon without asking', () => {
    const first = render(<InstanceLogo schema="no_logo_here" />);
    const image = first.container.querySelector('img[data-logo="instance"]');
    expect(image).not.toBeNull();
    if (image) fireEvent.error(image);
    expect(first.container.querySelector('[data-logo="default"]')).not.toBeNull();
    first.unmount();

    const again = render(<InstanceLogo schema="no_logo_here" />);
    expect(again.container.querySelector('img')).toBeNull();
    expect(again.container.querySelector('[data-logo="default"]')).not.toBeNull();
    // Another instance's logo is still asked for.
    const other = render(<InstanceLogo schema="with_logo" />);
    expect(other.container.querySelector('img[data-logo="instance"]')).not.toBeNull();
  });
});
