/**
 * What the dataset search does with the user's choice: one edit to the draft the designer has open under the same
 * route id, then back to the designer's panel. The edit is made here, on the click. It used to travel to the designer
 * in the location state for an effect to apply, and that effect applied it again on every render until the state was
 * cleared: the same columns or filter were appended until the page crashed.
 */
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DesignEdit } from '../../../design/designReducer';
import type { PanelTab } from '../designer/steps';
import { useDesigner } from '../hooks/useDesigner';
import { tableDesignHref } from '../hrefs';

export function useHandBackToDesign(routeId: string) {
  const { design, status, dispatch } = useDesigner(routeId);
  const navigate = useNavigate();
  // A second click before the designer has opened must not make the edit twice.
  const handedBack = useRef(false);
  const handBack = (edit: DesignEdit, tab: PanelTab) => {
    if (handedBack.current) return;
    handedBack.current = true;
    dispatch(edit);
    void navigate(tableDesignHref(routeId, tab));
  };
  return { design, status, handBack };
}

export type HandBack = ReturnType<typeof useHandBackToDesign>['handBack'];
