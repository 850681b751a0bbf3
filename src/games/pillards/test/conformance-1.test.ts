import { describe } from 'vitest';
import { conformanceHalf } from './conformance-case.ts';

describe('Pillards conformance, first half', () => conformanceHalf(0));
