/** The bound parameters of one statement: each value becomes $1, $2, … in the order it is bound. */
export class Params {
  readonly values: unknown[] = [];
  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
