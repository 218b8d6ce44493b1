import React, { useState } from 'react';
import { Alert, FlatList, Text, TextInput, View } from 'react-native';
import { Controller } from 'react-hook-form';

// Which `message` a text shows is the one JavaScript binds there: the nearest function around the text that
// declares the name, in whatever way it declares it.

// The component's message is the field's error; a callback reuses the name for what it caught. Still the error.
export function EmailForm({ errors, save }) {
  const [email, setEmail] = useState('');
  const message = errors.email ?? '';
  const submit = async () => {
    try {
      await save(email);
    } catch (e) {
      const message = e.message;
      Alert.alert('Failed', message);
    }
  };
  return (
    <View>
      <TextInput accessibilityLabel="Email" keyboardType="email-address" value={email} onChangeText={setEmail} onSubmitEditing={submit} />
      <Text>{message}</Text>
    </View>
  );
}

// The same through another local, with a callback declaring `message` too.
export function ShownForm({ errors }) {
  const [email, setEmail] = useState('');
  const message = errors.email ?? '';
  const shown = message || '';
  const onDone = () => {
    const message = 'Done';
    Alert.alert(message);
  };
  return (
    <View>
      <TextInput accessibilityLabel="Email" keyboardType="email-address" value={email} onChangeText={setEmail} onSubmitEditing={onDone} />
      <Text>{shown}</Text>
    </View>
  );
}

// A list's `keyExtractor` declares `message`; the row's text shows the component's.
export function EmailList({ errors, items, values, onChange }) {
  const message = errors.email ?? '';
  return (
    <FlatList
      data={items}
      keyExtractor={(item) => {
        const message = item.id;
        return message;
      }}
      renderItem={({ item }) => (
        <View>
          <TextInput accessibilityLabel="Email" keyboardType="email-address" value={values[item]} onChangeText={onChange} />
          <Text>{message}</Text>
        </View>
      )}
    />
  );
}

// Each helper below binds `message` itself, so its text shows no error.
export function DestructuredParameter({ errors, items, email, setEmail }) {
  const message = errors.email ?? '';
  const renderRow = ({ message }) => (
    <View>
      <TextInput accessibilityLabel="Email" keyboardType="email-address" value={email} onChangeText={setEmail} />
      <Text>{message}</Text>
    </View>
  );
  return <View accessibilityHint={message}>{items.map(renderRow)}</View>;
}

export function LetWithoutValue({ errors, saved, email, setEmail }) {
  const message = errors.email ?? '';
  const renderRow = () => {
    let message;
    message = saved ? 'Saved' : 'Draft';
    return (
      <View>
        <TextInput accessibilityLabel="Email" keyboardType="email-address" value={email} onChangeText={setEmail} />
        <Text>{message}</Text>
      </View>
    );
  };
  return <View accessibilityHint={message}>{renderRow()}</View>;
}

export function DestructuredConst({ errors, status, email, setEmail }) {
  const message = errors.email ?? '';
  const renderRow = () => {
    const { message } = status;
    return (
      <View>
        <TextInput accessibilityLabel="Email" keyboardType="email-address" value={email} onChangeText={setEmail} />
        <Text>{message}</Text>
      </View>
    );
  };
  return <View accessibilityHint={message}>{renderRow()}</View>;
}

export function ForOf({ errors, notes, email, setEmail }) {
  const message = errors.email ?? '';
  const renderRows = () => {
    const rows = [];
    for (const message of notes) {
      rows.push(
        <View>
          <TextInput accessibilityLabel="Email" keyboardType="email-address" value={email} onChangeText={setEmail} />
          <Text>{message}</Text>
        </View>,
      );
    }
    return rows;
  };
  return <View accessibilityHint={message}>{renderRows()}</View>;
}

export function CatchParameter({ errors, load, email, setEmail }) {
  const message = errors.email ?? '';
  const renderRow = () => {
    try {
      return load();
    } catch (message) {
      return (
        <View>
          <TextInput accessibilityLabel="Email" keyboardType="email-address" value={email} onChangeText={setEmail} />
          <Text>{message}</Text>
        </View>
      );
    }
  };
  return <View accessibilityHint={message}>{renderRow()}</View>;
}

// A function declared in the component catches into `msg`; the text shows the component's state `msg`.
export function DeclaredCallback({ save }) {
  const [msg, setMsg] = useState('Ready');
  const [text, setText] = useState('');
  async function submit() {
    try {
      await save(text);
    } catch (error) {
      const msg = error.message;
      setMsg(msg ? 'Failed' : 'Ready');
    }
  }
  return (
    <View>
      <TextInput accessibilityLabel="Text" value={text} onChangeText={setText} onSubmitEditing={submit} />
      <Text>{msg}</Text>
    </View>
  );
}

// In a class, each method's locals are its own: `submit`'s `msg` is not `render`'s, nor `warn`'s sign `render`'s note.
export class ClassStatus extends React.Component {
  submit = async () => {
    try {
      await this.props.save(this.state.text);
    } catch (error) {
      const msg = error.message;
      this.setState({ status: msg ? 'Failed' : 'Ready' });
    }
  };
  warn() {
    const note = this.props.ok ? '✔' : '⚠️';
    return note;
  }
  render() {
    let msg = this.state.status;
    const note = this.props.note;
    return (
      <View>
        <TextInput
          accessibilityLabel="Text"
          value={this.state.text}
          onChangeText={(text) => this.setState({ text })}
          onSubmitEditing={this.submit}
        />
        <Text>{msg}</Text>
        <Text>{note}</Text>
      </View>
    );
  }
}

// A method's parameter is what its caller passes, not `render`'s local of the same name.
export class ClassParameter extends React.Component {
  renderRow(message) {
    return (
      <View>
        <TextInput accessibilityLabel="Email" keyboardType="email-address" value={this.props.email} onChangeText={this.props.onChange} />
        <Text>{message}</Text>
      </View>
    );
  }
  render() {
    const { errors } = this.props;
    const message = errors.email ?? '';
    return <View accessibilityHint={message}>{this.renderRow('Enter your email')}</View>;
  }
}

// A binding inside a block counts only there: after the loop, the `catch` or the `if`, the text shows the
// component's `message`, the field's error.
export function LoopThenText({ errors, notes, email, setEmail }) {
  const message = errors.email ?? '';
  const renderRow = () => {
    for (const message of notes) console.log(message);
    return (
      <View>
        <TextInput accessibilityLabel="Email" keyboardType="email-address" value={email} onChangeText={setEmail} />
        <Text>{message}</Text>
      </View>
    );
  };
  return <View>{renderRow()}</View>;
}

export function CatchThenText({ errors, load, email, setEmail }) {
  const message = errors.email ?? '';
  const renderRow = () => {
    try {
      load();
    } catch (message) {
      console.warn(message);
    }
    return (
      <View>
        <TextInput accessibilityLabel="Email" keyboardType="email-address" value={email} onChangeText={setEmail} />
        <Text>{message}</Text>
      </View>
    );
  };
  return <View>{renderRow()}</View>;
}

export function IfBlockConst({ errors, status, verbose, email, setEmail }) {
  const message = errors.email ?? '';
  const renderRow = () => {
    if (verbose) {
      const { message } = status;
      console.log(message);
    }
    return (
      <View>
        <TextInput accessibilityLabel="Email" keyboardType="email-address" value={email} onChangeText={setEmail} />
        <Text>{message}</Text>
      </View>
    );
  };
  return <View>{renderRow()}</View>;
}

// The text shows the component's own state `error`; the field sits in a render prop that binds another `error` (the
// form library's) and spreads only the caller's props, which cannot hold the component's state.
export function OwnStateBesideRenderProp(props) {
  const [error, setError] = useState('');
  return (
    <View>
      <Controller
        control={props.control}
        name="email"
        render={({ field: { onChange, value }, fieldState: { error } }) => (
          <TextInput
            {...props}
            accessibilityLabel="Email"
            keyboardType="email-address"
            value={value}
            onChangeText={(t) => {
              onChange(t);
              setError(t.includes('@') ? '' : 'Invalid email');
            }}
          />
        )}
      />
      {error ? <Text>{error}</Text> : null}
    </View>
  );
}

// A `const` of a switch's case counts in the switch only: the text after it shows the component's error.
export function SwitchThenText({ errors, mode, email, setEmail }) {
  const message = errors.email ?? '';
  const renderRow = () => {
    switch (mode) {
      case 'debug':
        const message = 'Debug';
        console.log(message);
        break;
    }
    return (
      <View>
        <TextInput accessibilityLabel="Email" keyboardType="email-address" value={email} onChangeText={setEmail} />
        <Text>{message}</Text>
      </View>
    );
  };
  return <View>{renderRow()}</View>;
}
