'use client';

import { Icon } from '@/components/ui/icon';
import { VOICE_LANGUAGE, VOICE_UNSUPPORTED, voiceErrorMessage } from '@/lib/site/search/voice';
import { useRef, useState } from 'react';
import styles from './search.module.css';

/** The part of the Web Speech API used here; TypeScript's DOM library does not declare it. */
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: (() => void) | null;
  onend: (() => void) | null;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start: () => void;
  stop: () => void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as Record<string, RecognitionConstructor | undefined>;
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** One utterance in US English; the transcript goes to `onTranscript`. */
export function VoiceSearchButton({ onTranscript }: { onTranscript: (text: string) => void }) {
  const [listening, setListening] = useState(false);
  const current = useRef<Recognition | null>(null);

  function start() {
    if (listening) {
      current.current?.stop();
      return;
    }
    const Constructor = recognitionConstructor();
    if (!Constructor) {
      window.alert(VOICE_UNSUPPORTED);
      return;
    }
    const recognition = new Constructor();
    recognition.lang = VOICE_LANGUAGE;
    recognition.continuous = false;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onstart = () => setListening(true);
    recognition.onend = () => setListening(false);
    recognition.onerror = (event) => {
      setListening(false);
      window.alert(voiceErrorMessage(event.error));
    };
    recognition.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript.trim();
      if (transcript) onTranscript(transcript);
    };
    current.current = recognition;
    recognition.start();
  }

  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={listening ? 'Stop voice search' : 'Search by voice'}
      data-listening={listening}
      onClick={start}
    >
      <Icon name={listening ? 'voice-recognition' : 'microphone'} size={22} />
    </button>
  );
}
