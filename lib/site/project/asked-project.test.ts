import { askedProject, askedProjectText } from './asked-project';

it('names a listed project and links its public page', () => {
  const project = askedProject({ projectId: 'godrej-aristocrat', projectDeveloper: 'godrej' });
  expect(project).toEqual({
    listed: true,
    id: 'godrej-aristocrat',
    name: 'Godrej Aristocrat',
    path: '/project-details/godrej/godrej-aristocrat',
  });
  expect(askedProjectText(project!)).toBe('Godrej Aristocrat');
});

it('finds the project by its id alone when the developer is missing or wrong', () => {
  expect(askedProject({ projectId: 'dlf-privana-south', projectDeveloper: null })).toMatchObject({
    name: 'DLF Privana South',
    path: '/project-details/dlf/dlf-privana-south',
  });
  expect(askedProject({ projectId: 'dlf-privana-south', projectDeveloper: 'godrej' })).toMatchObject({
    path: '/project-details/dlf/dlf-privana-south',
  });
});

it('keeps an id the site no longer lists, with a note and no page', () => {
  const project = askedProject({ projectId: 'sold-out-tower', projectDeveloper: 'godrej' });
  expect(project).toEqual({ listed: false, id: 'sold-out-tower' });
  expect(askedProjectText(project!)).toBe('sold-out-tower (no longer listed)');
});

it('is null when the enquiry names no project', () => {
  expect(askedProject({ projectId: null, projectDeveloper: 'godrej' })).toBeNull();
});
