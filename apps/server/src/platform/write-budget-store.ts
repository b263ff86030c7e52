/** One budget a write spends from: whose it is and how it refills. */
export interface BudgetClaim {
  /** Whose count: the budget's name and the person's or the company's id. */
  key: string;
  /** Units it holds when full. */
  burst: number;
  /** One unit comes back every this many milliseconds. */
  refillMs: number;
  /** Units this write spends (files uploaded); 1 unless given, at most the burst. */
  cost?: number;
}

export type BudgetAnswer =
  | { taken: true }
  /** `refused` is the index of the first claim that had too little; nothing was taken from any. */
  | { taken: false; refused: number; retryAfterMs: number };

/**
 * Where the write budgets are counted. Today each instance counts in its own memory
 * (MemoryBudgetStore); a store shared by every instance (PostgreSQL, Redis) is another
 * implementation of this one call, made atomic there, with nothing else to change.
 */
export interface BudgetStore {
  /** Takes its cost from every claim, or, when any of them has too little, from none. */
  take(claims: readonly BudgetClaim[]): Promise<BudgetAnswer>;
  /** Puts back what `take` took for these claims (a write that did not go through), up to full. */
  giveBack(claims: readonly BudgetClaim[]): Promise<void>;
}

/** Keys kept at once on one instance; beyond it the least recently used is forgotten (a full budget again). */
const keysKept = 100_000;

/**
 * Each key's budget as one number, the moment it will be full again (the generic cell rate
 * algorithm): a write spends `cost × refillMs` of it, and is refused when that moment would lie
 * more than `burst × refillMs` ahead. A key whose moment has passed is full, and can be forgotten.
 */
export class MemoryBudgetStore implements BudgetStore {
  private readonly fullAt = new Map<string, number>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly capacity = keysKept,
  ) {}

  async take(claims: readonly BudgetClaim[]): Promise<BudgetAnswer> {
    const now = this.now();
    const next: number[] = [];
    for (const [index, claim] of claims.entries()) {
      const cost = Math.min(claim.cost ?? 1, claim.burst);
      const after = Math.max(this.fullAt.get(claim.key) ?? now, now) + cost * claim.refillMs;
      const over = after - now - claim.burst * claim.refillMs;
      if (over > 0) {
        // Kept as the most recent: one who keeps trying is the last to be forgotten.
        this.remember(claim.key, this.fullAt.get(claim.key)!);
        return { taken: false, refused: index, retryAfterMs: over };
      }
      next.push(after);
    }
    for (const [index, claim] of claims.entries()) this.remember(claim.key, next[index]!);
    return { taken: true };
  }

  async giveBack(claims: readonly BudgetClaim[]): Promise<void> {
    const now = this.now();
    for (const claim of claims) {
      const fullAt = this.fullAt.get(claim.key);
      if (fullAt === undefined) continue;
      const back = fullAt - Math.min(claim.cost ?? 1, claim.burst) * claim.refillMs;
      if (back <= now) this.fullAt.delete(claim.key);
      else this.fullAt.set(claim.key, back);
    }
  }

  private remember(key: string, fullAt: number): void {
    // Set anew, so that the map's order is the order of use and its first key the least recent.
    this.fullAt.delete(key);
    this.fullAt.set(key, fullAt);
    if (this.fullAt.size > this.capacity) this.fullAt.delete(this.fullAt.keys().next().value!);
  }
}
