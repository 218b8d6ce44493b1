import React from 'react';
import { Text, TextInput, View } from 'react-native';
import { Uploads } from './Uploads';

// An upload's failure shown beside the message field is no error of the message: not reported.
export function Draft({ files, value, setValue, uploadFileError }) {
  return (
    <View>
      <TextInput accessibilityLabel="Message" value={value} onChangeText={setValue} />
      <Uploads files={files} uploadFileError={uploadFileError} />
    </View>
  );
}

// But an error of a field about downloads is the field's: reported.
export function Downloads({ errors }) {
  return (
    <View>
      <TextInput accessibilityLabel="Download folder" />
      {errors.downloadFolder && <Text>{errors.downloadFolder}</Text>}
    </View>
  );
}

// Nor is a document's failure to load, shown above its password prompt.
export function PdfPrompt({ PdfLoadError, errorMessage, setPassword }) {
  return (
    <View>
      {Boolean(errorMessage) && <PdfLoadError message={errorMessage} />}
      <TextInput accessibilityLabel="Password" secureTextEntry onChangeText={setPassword} />
    </View>
  );
}
