import { getSearchEngine } from './server';
import { transcriptToQuery, voiceErrorMessage } from './voice';

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

describe('transcriptToQuery', () => {
  it('drops the full stop a recogniser adds and the spaces around', () => {
    expect(transcriptToQuery('  Sobha Altus.  ')).toBe('Sobha Altus');
    expect(transcriptToQuery('flats in Noida?')).toBe('flats in Noida');
    expect(transcriptToQuery('3.5 BHK')).toBe('3.5 BHK');
  });
});

describe('a transcript goes through the same reading as typing, number words included', () => {
  const engine = getSearchEngine();
  const listing = (transcript: string) => engine.search(transcriptToQuery(transcript)).suggestion?.href;

  it.each([
    ['three BHK in Gurgaon under two crore', '/project-details?budgetMin=0&budgetMax=2&budgetUnit=Cr&bedrooms=3+BHK&city=Gurgaon'],
    ['Three B H K in Gurgaon under two crore.', '/project-details?budgetMin=0&budgetMax=2&budgetUnit=Cr&bedrooms=3+BHK&city=Gurgaon'],
    ['flats under one and a half crore', '/project-details?budgetMin=0&budgetMax=1.5&budgetUnit=Cr&propertyType=Residential+Apartment'],
    ['two bedroom under eighty lakh', '/project-details?budgetMin=0&budgetMax=80&budgetUnit=L&bedrooms=2+BHK'],
    ['between fifty and ninety five lakh in Noida', '/project-details?budgetMin=50&budgetMax=95&budgetUnit=L&city=Noida'],
  ])('%s', (transcript, href) => {
    expect(listing(transcript)).toBe(href);
  });
});
