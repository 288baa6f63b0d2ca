/**
 * The browser's WebSocket, replaced (`vi.stubGlobal('WebSocket', FakeSocket)`) so that a test
 * plays the gateway's side of /ws: it sees what the app sent and opens, feeds and closes the
 * socket itself.
 */
export class FakeSocket {
  static instances: FakeSocket[] = [];
  static OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  sent: string[] = [];
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(d: string) {
    this.sent.push(d);
  }
  close() {}
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
}
