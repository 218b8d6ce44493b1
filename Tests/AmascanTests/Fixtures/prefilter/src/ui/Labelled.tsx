import React from 'react';
import Anything from './BaseField';

// A wrapper of a wrapper, reached only through a default import under another name.
const Labelled = ({ title, ...rest }: { title?: string }) => <Anything label={title} {...rest} />;
export default Labelled;
