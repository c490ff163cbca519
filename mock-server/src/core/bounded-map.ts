/**
 * A Map that holds at most `capacity` entries: setting a key makes it the most recent, and a set beyond the
 * capacity forgets the least recently set entry. Lets tables keyed by request values stay bounded in memory.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly capacity: number) {
    super();
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    if (this.size > this.capacity) {
      const oldest = this.keys().next();
      if (!oldest.done) super.delete(oldest.value);
    }
    return this;
  }

  /** Removes every entry the predicate picks. */
  deleteWhere(drop: (value: V, key: K) => boolean): void {
    for (const [key, value] of this) if (drop(value, key)) super.delete(key);
  }
}
