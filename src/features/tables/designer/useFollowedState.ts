import { useState } from 'react';

/**
 * Local text for a field that commits to the design on blur, following the design when it changes from outside
 * (undo, redo): the state is reset during render, not in an effect.
 */
export function useFollowedState(value: string): [string, (next: string) => void] {
  const [text, setText] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (followed !== value) {
    setFollowed(value);
    setText(value);
  }
  return [text, setText];
}
