import { hasMalformedEncoding, projectPath } from './paths';

it('projectPath encodes both segments', () => {
  expect(projectPath('dlf', 'privana west')).toBe('/project-details/dlf/privana%20west');
});

it.each(['/project-details/%ff/x', '/city/%', '/city/%e0%a4', '/a%zz'])('finds malformed encoding in %s', (path) => {
  expect(hasMalformedEncoding(path)).toBe(true);
});

it.each(['/project-details/dlf/privana', '/city/gurgaon%20west', '/city/%E0%A4%97'])('accepts %s', (path) => {
  expect(hasMalformedEncoding(path)).toBe(false);
});
