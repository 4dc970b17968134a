// Who delivers a text message to a player's phone. The app makes its own codes and checks them; a
// provider only carries the words, so changing the gateway changes nothing a player can be asked.
export interface SmsMessage {
  // A Vietnamese mobile number as registered (0xxxxxxxxx).
  to: string;
  text: string;
}

export interface SmsProvider {
  readonly name: string;
  // Resolves once the gateway has accepted the message (not once it is delivered); rejects with
  // SmsSendError when it refused it.
  send(message: SmsMessage): Promise<void>;
}

export class SmsSendError extends Error {
  constructor(
    message: string,
    // The gateway's own code, when it answered one.
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}
