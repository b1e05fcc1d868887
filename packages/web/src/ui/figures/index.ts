export { FigureField } from './FigureField.tsx';
export { type FigureTexts, figureText, readFigures } from './figures.ts';
