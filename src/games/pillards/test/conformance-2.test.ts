import { describe } from 'vitest';
import { conformanceHalf } from './conformance-case.ts';

describe('Pillards conformance, second half', () => conformanceHalf(1));
