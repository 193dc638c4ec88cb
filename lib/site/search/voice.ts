/** The voice search's alerts (SPEC section 8) and recognition settings (section 5). */

export const VOICE_LANGUAGE = 'en-US';
export const VOICE_UNSUPPORTED = 'Voice search is not supported in this browser.';

/** The alert for a SpeechRecognition error code. */
export function voiceErrorMessage(code: string): string {
  if (code === 'network') return 'Network error! Please check your internet connection and try again.';
  if (code === 'not-allowed') return 'Microphone access denied! Please allow microphone permissions.';
  return `Error: ${code}`;
}

/**
 * A transcript as the search box shows it: without the full stop some recognisers add. Number
 * words ('three BHK under two crore') are left as heard: the search reads them as it reads typing.
 */
export function transcriptToQuery(transcript: string): string {
  return transcript.trim().replace(/\s*[.!?]+$/, '');
}
