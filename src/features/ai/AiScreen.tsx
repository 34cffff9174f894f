import { Body1Strong, Button, Caption1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { TableQuery } from '@wharf/contract';
import { clientDWSchemaQueryOptions } from '../../api/queryOptions/warehouse';
import { BeforeFirstImport } from '../../components/BeforeFirstImport';
import { RequireInstance } from '../../components/RequireInstance';
import { holdsRows } from '../../design/tableOffer';
import { Screen } from '../../components/Screen';
import { PeriodsMeant } from '../../components/PeriodsMeant';
import { QueryPreview } from '../../landing/preview/QueryPreview';
import { usePreviewRows } from '../../landing/preview/usePreviewRows';
import { selectCurrentInstanceId, useClientState } from '../../store';
import { AI_TEXT } from './aiText';
import { AnswerActions } from './AnswerActions';
import { AnswerDesign } from './AnswerDesign';
import { DeclinedAnswer } from './DeclinedAnswer';
import { examplesFromCatalogue } from './examples';
import { QuestionForm } from './QuestionForm';
import { useAiConversation } from './useAiConversation';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  examples: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  refine: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  askedQuestion: { margin: 0, overflowWrap: 'anywhere' },
});

/** The answer's first rows, and the days its relative periods meant. */
function AnswerPreview({ query }: { query: TableQuery }) {
  const preview = usePreviewRows(query);
  return (
    <>
      <QueryPreview preview={preview} heading={AI_TEXT.previewHeading} />
      <PeriodsMeant periods={preview.data?.periods} />
    </>
  );
}

function AiConversation() {
  const styles = useStyles();
  const examplesId = useId();
  const instanceId = useClientState(selectCurrentInstanceId);
  const catalogue = useQuery({ ...clientDWSchemaQueryOptions(instanceId), enabled: instanceId !== null });
  const examples = examplesFromCatalogue(catalogue.data);
  const conversation = useAiConversation();
  const [question, setQuestion] = useState('');
  const current = conversation.current;
  const answer = current?.answer;
  const lastQuestion = current?.questions.join(' → ') ?? '';

  // Before the first import there is nothing to answer from: say what to do first.
  if (catalogue.data && !catalogue.data.tables.some(holdsRows)) return <BeforeFirstImport what="ask about" />;

  return (
    <div className={styles.column}>
      <QuestionForm
        label={AI_TEXT.questionLabel}
        placeholder={AI_TEXT.questionPlaceholder}
        submitText={AI_TEXT.ask}
        busy={conversation.asking}
        value={question}
        onValueChange={setQuestion}
        onSubmit={(text) => conversation.ask(text, false)}
      />
      {examples.length > 0 ? (
        <div className={styles.examples} role="group" aria-labelledby={examplesId}>
          <Caption1 id={examplesId}>{AI_TEXT.examplesHeading}</Caption1>
          {examples.map((example) => (
            <Button
              key={example}
              size="small"
              appearance="subtle"
              disabled={conversation.asking}
              onClick={() => {
                setQuestion(example);
                void conversation.ask(example, false).then((answered) => answered && setQuestion(''));
              }}
            >
              {example}
            </Button>
          ))}
        </div>
      ) : null}
      {conversation.asking ? <Spinner size="tiny" label={AI_TEXT.asking} /> : null}
      {answer ? (
        // The question box clears after asking: the answer says which question (and refinements) it answers.
        <p className={styles.askedQuestion}>
          <Body1Strong>{AI_TEXT.answerTo}</Body1Strong> {lastQuestion}
        </p>
      ) : null}
      {answer && answer.query === null ? <DeclinedAnswer explanation={answer.explanation} /> : null}
      {answer && answer.query ? (
        <>
          <AnswerDesign explanation={answer.explanation} />
          <AnswerActions
            key={JSON.stringify(answer.query)}
            question={lastQuestion}
            query={answer.query}
            explanation={answer.explanation}
          />
          <AnswerPreview query={answer.query} />
        </>
      ) : null}
      {conversation.canRefine ? (
        <div className={styles.refine}>
          <QuestionForm
            label={AI_TEXT.refineLabel}
            placeholder={AI_TEXT.refinePlaceholder}
            submitText={AI_TEXT.refine}
            busy={conversation.asking}
            onSubmit={(text) => conversation.ask(text, true)}
          />
          {conversation.canUndo ? (
            <div>
              <Button onClick={conversation.undo} disabled={conversation.asking}>
                {AI_TEXT.undo}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** /AI: ask in plain words, see the table it builds and its first rows, refine, land, open or keep it. */
export default function AiScreen() {
  return (
    <Screen description={AI_TEXT.description}>
      <RequireInstance>
        <AiConversation />
      </RequireInstance>
    </Screen>
  );
}
