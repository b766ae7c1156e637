import { type RefObject, type UIEvent, useCallback, useLayoutEffect, useRef } from 'react';

/** How close to its end (in px) the log still counts as read to the end. */
const AT_END_PX = 40;

export interface FollowLog {
  /** The scrolling log. */
  ref: RefObject<HTMLDivElement | null>;
  /** The log's scroll handler: reading back stops the following, scrolling to the end resumes it. */
  onScroll: (e: UIEvent<HTMLDivElement>) => void;
  /** Follows again from the end (another thread was opened). */
  follow: () => void;
}

/**
 * Keeps a scrolling log at its end while the reader is there, so an answer stays in view as it
 * is written; a reader who scrolled back to read is left where they are. Call it in the component
 * whose renders change the log: it scrolls after each of them.
 */
export function useFollowLog(): FollowLog {
  const ref = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  useLayoutEffect(() => {
    const box = ref.current;
    if (box && atEnd.current) box.scrollTop = box.scrollHeight;
  });
  const onScroll = useCallback((e: UIEvent<HTMLDivElement>) => {
    const box = e.currentTarget;
    atEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < AT_END_PX;
  }, []);
  const follow = useCallback(() => {
    atEnd.current = true;
  }, []);
  return { ref, onScroll, follow };
}
