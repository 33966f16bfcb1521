import { describe, expect, it } from 'vitest';
import { chatRealtimeUrl, chatRootOf } from './chat-realtime-url.ts';

describe('the chat realtime URL', () => {
  it('sits beside the REST API, at the root of the chat as Rocket.Chat lays it out', () => {
    expect(chatRootOf('/api/chat/api/v1')).toBe('/api/chat');
    expect(chatRootOf('https://chat.scuola.it/api/v1')).toBe('https://chat.scuola.it');
    expect(chatRealtimeUrl('/api/chat/api/v1', 'http://localhost:3000')).toBe(
      'ws://localhost:3000/api/chat/websocket',
    );
    expect(chatRealtimeUrl('https://chat.scuola.it/api/v1', 'http://localhost:3000')).toBe(
      'wss://chat.scuola.it/websocket',
    );
  });
});
