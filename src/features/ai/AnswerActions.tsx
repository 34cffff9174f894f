import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import type { AiExplanation, TableQuery } from '@wharf/contract';
import { AppLink } from '../../components/AppLink';
import { AI_TEXT } from './aiText';
import { libraryItemHref } from './hrefs';
import { answerDesignName, useKeepAnswer } from './useKeepAnswer';

// Its code (the landing pipeline, the grid) loads with the first answer, not with the AI view.
const QueryLander = lazy(() => import('../../landing/QueryLander'));

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

interface AnswerActionsProps {
  question: string;
  query: TableQuery;
  explanation: AiExplanation;
}

/**
 * Three separate things, none doing another's: land the answer (src/landing's query lander: Excel, or the grid below),
 * open it in the designer as a new design, or keep it in the library.
 */
export function AnswerActions({ question, query, explanation }: AnswerActionsProps) {
  const styles = useStyles();
  const keep = useKeepAnswer(question, query, explanation);
  const others = (
    <>
      <Button onClick={() => void keep.openInDesigner()}>{AI_TEXT.openInDesigner}</Button>
      <Button disabled={keep.saving || keep.savedId !== null} onClick={() => void keep.save()}>
        {keep.saving ? AI_TEXT.saving : AI_TEXT.save}
      </Button>
      {keep.savedId !== null ? (
        <span role="status">
          {AI_TEXT.saved} <AppLink to={libraryItemHref(keep.savedId)}>{AI_TEXT.openSaved}</AppLink>
        </span>
      ) : null}
    </>
  );
  return (
    // Until the lander's code has loaded the other actions stand alone.
    <Suspense fallback={<div className={styles.row}>{others}</div>}>
      <QueryLander
        name={answerDesignName(question)}
        query={query}
        landLabel={AI_TEXT.land}
        actions={others}
      />
    </Suspense>
  );
}
