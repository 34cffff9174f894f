import { Toolbar, ToolbarButton, Tooltip } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { ArrowRedoRegular } from '@fluentui/react-icons/svg/arrow-redo';
import { ArrowUndoRegular } from '@fluentui/react-icons/svg/arrow-undo';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import type { ReactElement } from 'react';
import type { ToolbarAction } from './steps';

/** What each toolbar action says to a screen reader (and in its tooltip). */
export const TOOLBAR_LABELS: Readonly<Record<ToolbarAction, string>> = {
  back: 'Back to the tables',
  refresh: 'Refresh the preview',
  undo: 'Undo the last design change',
  redo: 'Redo the design change',
  search: 'Search the columns of the source table',
};

const ICONS: Readonly<Record<ToolbarAction, ReactElement>> = {
  back: <ArrowLeftRegular />,
  refresh: <ArrowClockwiseRegular />,
  undo: <ArrowUndoRegular />,
  redo: <ArrowRedoRegular />,
  search: <SearchRegular />,
};

interface DesignerToolbarProps {
  onAction: (action: ToolbarAction) => void;
  /** Actions that cannot run now (nothing to undo, no table chosen…). */
  disabled: ReadonlySet<ToolbarAction>;
}

export function DesignerToolbar({ onAction, disabled }: DesignerToolbarProps) {
  const actions: readonly ToolbarAction[] = ['back', 'refresh', 'undo', 'redo', 'search'];
  return (
    <Toolbar aria-label="Table design actions" size="small">
      {actions.map((action) => (
        <Tooltip key={action} content={TOOLBAR_LABELS[action]} relationship="label" withArrow>
          <ToolbarButton
            icon={ICONS[action]}
            data-action={action}
            disabledFocusable={disabled.has(action)}
            onClick={() => onAction(action)}
          />
        </Tooltip>
      ))}
    </Toolbar>
  );
}
