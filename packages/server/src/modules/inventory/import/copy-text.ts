/**
 * A batch's COPY text, written line by line into one reusable buffer. Joining 5,000 line strings
 * made an 8 MB string and then an 8 MB Buffer per batch, both long-lived enough to sit in the old
 * generation until a full collection: on 100,000 rows that garbage alone pushed the peak RSS past
 * 500 MB. Here each line is garbage as soon as it is copied, and the buffer is used again.
 */
export class CopyText {
  private buffer = Buffer.allocUnsafe(1024 * 1024);
  private used = 0;
  rows = 0;

  append(line: string): void {
    // UTF-16 to UTF-8 is at most 3 bytes a unit: room for the worst case, so no write is cut short.
    const worst = line.length * 3;
    if (this.used + worst > this.buffer.length) {
      const larger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.used + worst));
      this.buffer.copy(larger, 0, 0, this.used);
      this.buffer = larger;
    }
    this.used += this.buffer.write(line, this.used);
    this.rows++;
  }

  /** The text so far; valid until the next clear(). */
  bytes(): Buffer {
    return this.buffer.subarray(0, this.used);
  }

  clear(): void {
    this.used = 0;
    this.rows = 0;
  }
}
