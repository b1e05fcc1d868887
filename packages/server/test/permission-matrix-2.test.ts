import { describePermissionMatrix } from './support/matrix-suite.ts';

// Slice 2 of the permission matrix (test/support/matrix-shards.ts says which fields).
describePermissionMatrix(2);
