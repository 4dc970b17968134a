// A stand-in for the ALTCHA widget in jsdom (which runs no workers): the same element name,
// attributes, methods and `statechange` events, each solve answering `solution-<n>`. Only the widget
// is faked; the forms talk to a scripted server as usual.
export const fakeWidget = {
  solves: 0,
  resets: 0,
  // While set, a solve waits for release() (a player pressing the button before it is done).
  held: false,
  pending: [] as Array<() => void>,
  release() {
    const pending = this.pending;
    this.pending = [];
    for (const finish of pending) finish();
  },
  clear() {
    Object.assign(this, { solves: 0, resets: 0, held: false, pending: [] });
  },
};

class FakeAltchaWidget extends HTMLElement {
  connectedCallback() {
    if (this.getAttribute('auto') === 'onload') void this.verify();
  }

  private report(state: string, payload?: string) {
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }

  async verify() {
    fakeWidget.solves += 1;
    const payload = `solution-${fakeWidget.solves}`;
    this.report('verifying');
    if (fakeWidget.held) await new Promise<void>((resolve) => fakeWidget.pending.push(resolve));
    else await Promise.resolve();
    this.report('verified', payload);
    return { payload };
  }

  reset() {
    fakeWidget.resets += 1;
    this.report('unverified');
  }
}

export function registerBotCheckWidget(): void {
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeAltchaWidget);
}
