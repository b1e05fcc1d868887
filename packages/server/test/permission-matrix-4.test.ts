import { describePermissionMatrix } from './support/matrix-suite.ts';

// Slice 4 of the permission matrix (test/support/matrix-shards.ts says which fields).
describePermissionMatrix(4);
