import { useCallback, useEffect, useState } from "react";

/**
 * The posts this browser liked (a pupil who already liked a post saw the same button, and
 * only a second try was refused). Kept in local storage: the blog's pages are the same for everyone
 * (the page cache shares them), so the mark is drawn after the page loads, on this device only.
 */
const STORAGE_KEY = "ef-me-gusta";
const KEPT_MAX = 500;

function readLiked(): number[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Whether this device liked the post, and how to say it did (after a like it sent). */
export function useLikedHere(postId: number): [boolean, () => void] {
  const [liked, setLiked] = useState(false);
  useEffect(() => setLiked(readLiked().includes(postId)), [postId]);
  const markLiked = useCallback(() => {
    setLiked(true);
    try {
      window.localStorage.setItem(
        STORAGE_KEY,
        JSON.stringify([...new Set([postId, ...readLiked()])].slice(0, KEPT_MAX)),
      );
    } catch {
      // Storage refused (private mode, full): the mark lasts until the page is left.
    }
  }, [postId]);
  return [liked, markLiked];
}
