import { describe, expect, it } from 'vitest';
import { chatRealtimeUrl, chatRootOf } from './chat-realtime-url.ts';

describe('the chat realtime URL', () => {
  it('sits beside the REST API, at the root of the chat as Rocket.Chat lays it out', () => {
    expect(chatRootOf('/api/chat/api/v1')).toBe('/api/chat');
    expect(chatRootOf('https://chat.scuola.it/api/v1/')).toBe('https://chat.scuola.it');
    expect(chatRealtimeUrl('https://tj.school.ch/api/chat/api/v1', 'app://tech-journey/live')).toBe(
      'wss://tj.school.ch/api/chat/websocket',
    );
    expect(chatRealtimeUrl('http://10.0.0.5:8080/api/chat/api/v1/', 'app://tech-journey/')).toBe(
      'ws://10.0.0.5:8080/api/chat/websocket',
    );
    expect(chatRealtimeUrl('https://chat.school.ch/api/v1', 'app://tech-journey/')).toBe(
      'wss://chat.school.ch/websocket',
    );
  });

  it('reads a relative base URL against the page (the web UI)', () => {
    expect(chatRealtimeUrl('/api/chat/api/v1', 'https://tj.school.ch/live/watch?course=1')).toBe(
      'wss://tj.school.ch/api/chat/websocket',
    );
  });

  it('has no address without an http(s) one to derive from', () => {
    expect(chatRealtimeUrl('/api/chat/api/v1', 'app://tech-journey/')).toBeNull();
    expect(chatRealtimeUrl('file:///chat', 'https://tj.school.ch/')).toBeNull();
  });
});
