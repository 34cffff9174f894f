import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ADDIN_SETTINGS } from '../../../host/records';
import { renderScreen } from '../../../testing/renderScreen';
import { AddinSettingsForm } from './AddinSettingsForm';

const EXCEL_ONLY = [
  { role: 'radiogroup', name: 'Where new tables land' },
  { role: 'switch', name: 'Refresh out-of-date tables when this workbook opens' },
  { role: 'switch', name: 'Warn before a refresh overwrites cells edited by hand' },
] as const;

describe('the add-in settings, by host', () => {
  it('in a browser tab, groups the sheet and workbook settings under "In Excel only" and says why', () => {
    renderScreen(<AddinSettingsForm saved={DEFAULT_ADDIN_SETTINGS} when="task-pane-opens" inExcel={false} />);
    const group = screen.getByRole('group', { name: 'In Excel only' });
    expect(group).toHaveTextContent('These apply when Wharf runs in Excel');
    for (const { role, name } of EXCEL_ONLY)
      expect(within(group).getByRole(role, { name })).toBeInTheDocument();
    // The default formats apply to the browser grid too: outside the group.
    expect(within(group).queryByRole('textbox', { name: 'Default number format' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Default number format' })).toBeInTheDocument();
  });

  it('in Excel, offers them as they are', () => {
    renderScreen(<AddinSettingsForm saved={DEFAULT_ADDIN_SETTINGS} when="workbook-opens" inExcel />);
    expect(screen.queryByRole('group', { name: 'In Excel only' })).toBeNull();
    for (const { role, name } of EXCEL_ONLY) expect(screen.getByRole(role, { name })).toBeInTheDocument();
  });
});
