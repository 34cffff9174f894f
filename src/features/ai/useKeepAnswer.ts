/**
 * Keeping an answer: saved to the library as a private item (through /api/userLibrarySet, whose definition is the
 * table query itself), then, when asked, handed to the table designer — which opens library items, on UPDATE to
 * land them in Excel or the browser grid. Saved once per answer: landing after saving reuses the same item.
 */
import type { z } from 'zod';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiMutation } from '../../api';
import type { AiExplanation, TableQuery } from '../../api/contract';
import { libraryItemSetMutation } from '../../api/queryOptions/library';
import { designerForLibraryItemHref } from './hrefs';

type JsonObject = Record<string, z.core.util.JSONType>;

const TITLE_LIMIT = 200;
const DESCRIPTION_LIMIT = 2000;

export function useKeepAnswer(question: string, query: TableQuery, explanation: AiExplanation) {
  const navigate = useNavigate();
  const [savedId, setSavedId] = useState<number | null>(null);
  const save = useApiMutation(libraryItemSetMutation);

  async function ensureSaved(): Promise<number | null> {
    if (savedId !== null) return savedId;
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
      return item.id;
    } catch {
      // The notice queue says why; the answer stays on screen to try again.
      return null;
    }
  }

  async function openIn(tab: 'OVERVIEW' | 'UPDATE') {
    const id = await ensureSaved();
    if (id !== null) await navigate(designerForLibraryItemHref(id, tab));
  }

  return {
    savedId,
    saving: save.isPending,
    save: ensureSaved,
    land: () => openIn('UPDATE'),
    openInDesigner: () => openIn('OVERVIEW'),
  };
}
