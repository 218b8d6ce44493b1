import React from 'react';
import { Text, View } from 'react-native';

// Draws the failure of an attachment's upload, an error prop it is given.
export function Uploads({ files, uploadFileError }) {
  return (
    <View>
      {files.map((file) => (
        <Text key={file.id}>{file.name}</Text>
      ))}
      {Boolean(uploadFileError) && <Text>{uploadFileError}</Text>}
    </View>
  );
}
