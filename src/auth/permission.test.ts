import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clientState } from '../store';
import { onlyWhoMaySentence, useMay, whoMayText } from './permission';

const HARBOUR = { id: 1, name: 'Harbour Traders', schema: 'harbour', role: 'owner' as const };

describe('who may make a call in the current instance', () => {
  afterEach(() => clientState.clear());

  it('follows the permission table for the role held in the current instance', () => {
    clientState.setCurrentInstance(HARBOUR);
    const terminate = renderHook(() => useMay('instanceConnectionTerminate'));
    const land = renderHook(() => useMay('clientQuery'));
    expect(terminate.result.current).toBe(true);
    expect(land.result.current).toBe(true);
    act(() => clientState.setCurrentInstance({ ...HARBOUR, role: 'member' }));
    expect(terminate.result.current).toBe(false);
    expect(land.result.current).toBe(true);
  });

  it('reads an action’s own rule', () => {
    clientState.setCurrentInstance({ ...HARBOUR, role: 'member' });
    expect(renderHook(() => useMay('signupPlan', 'list')).result.current).toBe(true);
    expect(renderHook(() => useMay('signupPlan', 'choose')).result.current).toBe(false);
  });

  it('admits nothing without a current instance', () => {
    expect(renderHook(() => useMay('clientQuery')).result.current).toBe(false);
  });

  it('says who may in the table’s own roles, with the company’s name', () => {
    expect(whoMayText('etlScheduleSet')).toBe('owners and admins');
    expect(whoMayText('etlStart')).toBe('owners, admins and members');
    expect(onlyWhoMaySentence('instanceConnectionSave', 'change connections', 'Harbour Traders')).toBe(
      'Only owners and admins of Harbour Traders can change connections.',
    );
  });
});
