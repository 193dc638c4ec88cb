/** One advisor of a pool as the round robin sees them: their weight and running score. */
export type Turn = { staffId: string; weight: number; current: number };

/**
 * Smooth weighted round robin (as nginx balances upstreams): every candidate's score grows by its
 * weight, the highest score (the earliest in the pool on a tie) takes the turn and gives back the sum of
 * the weights. Deterministic and exact: over any run of sum-of-weights turns each candidate gets exactly
 * its weight, spread out rather than in bursts. Returns the chosen advisor and every candidate's new score.
 */
export function nextTurn(candidates: readonly Turn[]): { staffId: string; scores: Map<string, number> } | null {
  if (candidates.length === 0) return null;
  const total = candidates.reduce((sum, candidate) => sum + candidate.weight, 0);
  const scores = new Map(candidates.map((candidate) => [candidate.staffId, candidate.current + candidate.weight]));
  let chosen = candidates[0]!.staffId;
  for (const candidate of candidates) if (scores.get(candidate.staffId)! > scores.get(chosen)!) chosen = candidate.staffId;
  scores.set(chosen, scores.get(chosen)! - total);
  return { staffId: chosen, scores };
}
