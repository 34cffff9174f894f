import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { AiExplanation, TableQuery } from '../../api/contract';
import { AppLink } from '../../components/AppLink';
import { AI_TEXT } from './aiText';
import { libraryItemHref } from './hrefs';
import { useKeepAnswer } from './useKeepAnswer';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

interface AnswerActionsProps {
  question: string;
  query: TableQuery;
  explanation: AiExplanation;
}

/** Land the answer, open it in the designer, or keep it in the library. */
export function AnswerActions({ question, query, explanation }: AnswerActionsProps) {
  const styles = useStyles();
  const keep = useKeepAnswer(question, query, explanation);
  return (
    <div className={styles.row}>
      <Button appearance="primary" disabled={keep.saving} onClick={() => void keep.land()}>
        {AI_TEXT.land}
      </Button>
      <Button disabled={keep.saving} onClick={() => void keep.openInDesigner()}>
        {AI_TEXT.openInDesigner}
      </Button>
      <Button disabled={keep.saving || keep.savedId !== null} onClick={() => void keep.save()}>
        {keep.saving ? AI_TEXT.saving : AI_TEXT.save}
      </Button>
      {keep.savedId !== null ? (
        <span role="status">
          {AI_TEXT.saved} <AppLink to={libraryItemHref(keep.savedId)}>{AI_TEXT.openSaved}</AppLink>
        </span>
      ) : null}
    </div>
  );
}
