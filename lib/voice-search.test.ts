import { voiceErrorMessage } from './voice-search';

describe('voiceErrorMessage', () => {
  it('names the network and permission problems', () => {
    expect(voiceErrorMessage('network')).toBe('Network error! Please check your internet connection and try again.');
    expect(voiceErrorMessage('not-allowed')).toBe('Microphone access denied! Please allow microphone permissions.');
  });

  it('quotes any other code', () => {
    expect(voiceErrorMessage('no-speech')).toBe('Error: no-speech');
    expect(voiceErrorMessage('aborted')).toBe('Error: aborted');
  });
});
