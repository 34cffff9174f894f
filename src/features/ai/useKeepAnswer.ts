/**
 * The answer's two hand-overs besides landing (which the app's query lander does): saved to the library as a
 * private item (through /api/userLibrarySet, whose definition is the table query itself), once per answer; or
 * opened in the table designer as a new, unsaved design named after the question (routes/designHandOver.ts), which
 * stores nothing until the person saves it there.
 */
import type { z } from 'zod';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiMutation } from '../../api';
import type { AiExplanation, TableQuery } from '@wharf/contract';
import { libraryItemSetMutation } from '../../api/queryOptions/library';
import { DESIGN_NAME_LIMIT, designHandOverState, NEW_DESIGN_HREF } from '../../routes/designHandOver';

type JsonObject = Record<string, z.core.util.JSONType>;

const TITLE_LIMIT = 200;
const DESCRIPTION_LIMIT = 2000;

/** The name a design made from the answer takes: the question, within the designer's name limit. */
export const answerDesignName = (question: string): string => question.trim().slice(0, DESIGN_NAME_LIMIT);

export function useKeepAnswer(question: string, query: TableQuery, explanation: AiExplanation) {
  const navigate = useNavigate();
  const [savedId, setSavedId] = useState<number | null>(null);
  const save = useApiMutation(libraryItemSetMutation);

  async function saveOnce(): Promise<void> {
    if (savedId !== null) return;
    try {
      const { item } = await save.mutateAsync({
        item: {
          title: question.slice(0, TITLE_LIMIT),
          description: explanation.parts
            .map((part) => `${part.label}: ${part.text}`)
            .join('\n')
            .slice(0, DESCRIPTION_LIMIT),
          visibility: 'private',
          definition: JSON.parse(JSON.stringify(query)) as JsonObject,
        },
      });
      setSavedId(item.id);
    } catch {
      // The notice queue says why; the answer stays on screen to try again.
    }
  }

  return {
    savedId,
    saving: save.isPending,
    save: saveOnce,
    openInDesigner: () =>
      navigate(NEW_DESIGN_HREF, {
        state: designHandOverState({ name: answerDesignName(question), query }),
      }),
  };
}
