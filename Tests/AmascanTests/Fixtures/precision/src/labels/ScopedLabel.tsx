import React, { useMemo } from 'react';
import { Alert, FlatList, TextInput, View } from 'react-native';

// A wrapper's input is named by the `label` its render binds. A callback of the wrapper binds `label` too, from the
// `title` prop: that is not what names the input.
export function SearchField({ title, value, onChange }) {
  const onInfo = () => {
    const label = title;
    Alert.alert(label);
  };
  const label = 'Search';
  return <TextInput accessibilityLabel={label} value={value} onChangeText={onChange} onFocus={onInfo} />;
}

// The other way round: the input is named from `title`, the callback's `label` is a word written in the source.
export function TitledField({ title, value, onChange }) {
  const onInfo = () => {
    const label = 'Help';
    Alert.alert(label);
  };
  const label = title;
  return <TextInput accessibilityLabel={label} value={value} onChangeText={onChange} onFocus={onInfo} />;
}

export function ScopedLabelScreen({ query, setQuery }) {
  return (
    <View>
      <SearchField value={query} onChange={setQuery} />
      <TitledField value={query} onChange={setQuery} />
    </View>
  );
}

// A helper's own `label` (a word written in the source) hides the prop `label`: the input is always named.
export function HelperLabelField({ label, value, onChange }) {
  const renderInput = () => {
    const label = 'Search';
    return <TextInput accessibilityLabel={label} value={value} onChangeText={onChange} />;
  };
  return <View>{renderInput()}</View>;
}

// A row's destructured parameter `label` hides the prop `label`: each row's input is named by its item.
export function RowLabelField({ label, rows, onChange }) {
  return (
    <FlatList
      data={rows}
      renderItem={({ item: { label, value } }) => (
        <TextInput accessibilityLabel={label} value={value} onChangeText={onChange} />
      )}
    />
  );
}

// The helper's loop binds `label` only inside the loop; the input after it is named by the component's `label`,
// made from the `title` prop.
export function TagField({ title, tags, value, onChange }) {
  const label = `${title} tags`;
  const renderInput = () => {
    for (const label of tags) console.log(label);
    return <TextInput accessibilityLabel={label} value={value} onChangeText={onChange} />;
  };
  return <View>{renderInput()}</View>;
}

export function ScopedLabelRows({ query, setQuery, rows, tags }) {
  return (
    <View>
      <HelperLabelField value={query} onChange={setQuery} />
      <RowLabelField rows={rows} onChange={setQuery} />
      <TagField tags={tags} value={query} onChange={setQuery} />
    </View>
  );
}

// The props taken apart again inside a block or a render helper: `label` is still the prop.
export function BlockPropsField(props) {
  if (props.visible) {
    const { label, value } = props;
    return <TextInput accessibilityLabel={label} value={value} />;
  }
  return null;
}

export function HelperPropsField(props) {
  const renderInput = () => {
    const { label, value } = props;
    return <TextInput accessibilityLabel={label} value={value} />;
  };
  return <View>{renderInput()}</View>;
}

// A `const` of a switch's case counts in the switch only: the input after it is named by the prop.
export function SwitchHelperField({ label, kind, value, onToggle }) {
  const renderInput = () => {
    switch (kind) {
      case 'password':
        const label = 'Show password';
        onToggle(label);
        break;
      default:
        break;
    }
    return <TextInput accessibilityLabel={label} value={value} />;
  };
  return <View>{renderInput()}</View>;
}

// Inside the block, the block's `label` names the input: always named.
export function BlockConstInside({ label, search, value }) {
  if (search) {
    const label = 'Search';
    return <TextInput accessibilityLabel={label} value={value} />;
  }
  return null;
}

// A memo reads the prop `label`; a callback inside it binds a `label` of its own, which is not the memo's.
export function ChipsField({ label, chips, value }) {
  const a11yLabel = useMemo(() => {
    const names = chips.map((chip) => {
      const label = chip.title;
      return label;
    });
    return `${label}, ${names.join(', ')}`;
  }, [label, chips]);
  return <TextInput accessibilityLabel={a11yLabel} value={value} />;
}

export function ScopedLabelBlocks({ query, chips }) {
  return (
    <View>
      <BlockPropsField visible value={query} />
      <HelperPropsField value={query} />
      <SwitchHelperField kind="text" value={query} onToggle={() => {}} />
      <BlockConstInside search value={query} />
      <ChipsField chips={chips} value={query} />
    </View>
  );
}
